export default definePageConfig({
  navigationBarTitleText: '园区载体',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
