export default definePageConfig({
  navigationBarTitleText: '园区招商',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
