export default definePageConfig({
  navigationBarTitleText: '精华嘉宾',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
